import type { SignupRole } from '@leadledger/contracts/user';

/** docs/product/screens-and-routes.md, Auth page: the two roles a person may sign up as, with their exact labels. */
const ROLE_OPTIONS: { value: SignupRole; label: string }[] = [
  { value: 'merchant', label: 'Merchant (I want to recruit affiliates)' },
  { value: 'affiliate', label: 'Affiliate (I want to refer customers)' },
];

interface RoleChoiceProps {
  value: SignupRole | '';
  onChange: (role: SignupRole) => void;
  error?: string;
}

export function RoleChoice({ value, onChange, error }: RoleChoiceProps) {
  return (
    <fieldset className="field role-choice" aria-invalid={error ? true : undefined}>
      <legend className="field-label">I am joining as</legend>
      {ROLE_OPTIONS.map((option) => (
        <label key={option.value} className={`choice${value === option.value ? ' choice-selected' : ''}`}>
          <input
            type="radio"
            name="role"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
