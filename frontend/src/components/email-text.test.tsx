import { render } from '@testing-library/react';
import { EmailText } from './email-text';

describe('EmailText', () => {
  it('keeps the address as its text and offers breaks only before @ and after dots', () => {
    const { container } = render(<EmailText email="dana.reyes@coaching.example.com" />);
    const span = container.querySelector('.email-text')!;
    expect(span.textContent).toBe('dana.reyes@coaching.example.com');
    expect(span.innerHTML).toBe('dana.<wbr>reyes<wbr>@coaching.<wbr>example.<wbr>com');
  });
});
