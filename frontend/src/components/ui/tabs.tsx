import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Tabs in the WAI-ARIA pattern (tablist, tab, tabpanel; arrow keys, Home and End move and select;
 * one tab stop), with the API the Radix primitive had. Written here because the sign-in page is a
 * public page: Radix's tabs and the focus layers under them were about 7 kB of JavaScript as sent,
 * more than this page's share of the 120 kB (docs/operations/benchmarks.md, Public pages).
 */
interface TabsState {
  value: string;
  select(value: string): void;
  idOf(part: 'tab' | 'panel', value: string): string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('TabsList, TabsTrigger and TabsContent belong inside <Tabs>');
  return tabs;
}

const join = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

export interface TabsProps {
  /** Controlled: the selected tab, changed through onValueChange. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}

export function Tabs({ value, defaultValue = '', onValueChange, className, children }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const base = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  const idOf = (part: 'tab' | 'panel', tab: string) => `${base}-${part}-${tab}`;
  return (
    <TabsContext.Provider value={{ value: current, select, idOf }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

/** Arrow keys go round the enabled tabs; moving focus selects, as Radix's automatic activation did. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  tabs[(next + tabs.length) % tabs.length].focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={join('tabs-list', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.idOf('panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      className={join('tabs-trigger', className)}
      onClick={() => tabs.select(value)}
      onFocus={() => tabs.select(value)}
      {...props}
    />
  );
}

/** Only the selected panel's content is mounted; the others stay as empty hidden panels. */
export function TabsContent({ value, className, children, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      data-state={selected ? 'active' : 'inactive'}
      hidden={!selected}
      tabIndex={0}
      className={join('tabs-content', className)}
      {...props}
    >
      {selected && children}
    </div>
  );
}
