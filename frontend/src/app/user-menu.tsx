import { Link } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { paths } from '../config/paths';
import { useSignOut } from '../lib/use-sign-out';
import type { NavItem } from './top-bar-links';

interface UserMenuProps {
  label: string;
  email: string;
  /** Small screens put the role links in this menu too, above Profile and Logout. */
  links?: NavItem[];
  compact?: boolean;
}

/** docs/product/screens-and-routes.md, Top bar: the account menu (wide) or the one menu with everything (small). */
export default function UserMenu({ label, email, links = [], compact = false }: UserMenuProps) {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <DropdownMenu modal={false}>
      {/* Named by its content, not aria-label: the visible name must be part of the accessible name. */}
      <DropdownMenuTrigger className="menu-trigger">
        <span className="visually-hidden">{compact ? 'Open menu for ' : 'Account menu for '}</span>
        {!compact && (
          <span className="avatar" aria-hidden="true">
            {label.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="menu-trigger-label">{label}</span>
        <span className={compact ? 'hamburger' : 'caret'} aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className={compact ? 'menu-content-wide' : undefined}>
        <DropdownMenuLabel>{email}</DropdownMenuLabel>
        {links.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link to={link.href}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.profile.href()}>Profile</Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={isSigningOut} onSelect={signOut}>
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
