import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';

const join = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...props
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        className={join('menu-content', className)}
        sideOffset={sideOffset}
        align={align}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item className={join('menu-item', className)} {...props} />;
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={join('menu-label', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={join('menu-separator', className)} {...props} />;
}

/** A menu item that toggles on and off (role menuitemcheckbox), e.g. a table column shown or hidden. */
export function DropdownMenuCheckboxItem({ className, children, ...props }: ComponentProps<typeof Menu.CheckboxItem>) {
  return (
    <Menu.CheckboxItem className={join('menu-item menu-checkbox-item', className)} {...props}>
      <span className="menu-check" aria-hidden="true">
        <Menu.ItemIndicator>✓</Menu.ItemIndicator>
      </span>
      {children}
    </Menu.CheckboxItem>
  );
}
