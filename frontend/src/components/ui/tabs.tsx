import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';

const join = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={join('tabs-list', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger className={join('tabs-trigger', className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={join('tabs-content', className)} {...props} />;
}
