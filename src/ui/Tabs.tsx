import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

const TAB_CLASS =
  'min-h-11 flex-1 rounded-control px-3 font-semibold text-ink-muted outline-none data-[selected]:bg-surface data-[selected]:text-brand data-[selected]:shadow-sm data-[focus]:ring-3 data-[focus]:ring-focus';

/** Tabs with arrow-key navigation and ARIA roles from headlessui; hidden panels are kept when `keep` says so. */
export function Tabs({ tabs }: { tabs: { title: string; content: ReactNode; keep?: boolean }[] }) {
  return (
    <TabGroup>
      <TabList className="mb-4 flex gap-1 rounded-card bg-[#e2e8f0] p-1">
        {tabs.map((tab) => (
          <Tab key={tab.title} className={TAB_CLASS}>
            {tab.title}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {tabs.map((tab) => (
          <TabPanel key={tab.title} unmount={!tab.keep} className="outline-none">
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
