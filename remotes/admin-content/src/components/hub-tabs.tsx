import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './hub-tabs.module.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

interface HubTabsProps<Id extends string> {
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect(id: Id): void;
  renderPanel(id: Id): ReactNode;
}

/** A WAI-ARIA tablist: one tab in the Tab order; arrows, Home and End move and select at once
 * (automatic activation: a panel is cheap to show). */
export function HubTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  renderPanel,
}: HubTabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target];
    if (!next) return;
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          className={styles.panel}
        >
          {tab.id === selected ? renderPanel(tab.id) : null}
        </div>
      ))}
    </div>
  );
}
