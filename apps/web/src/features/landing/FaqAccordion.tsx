import { Accordion } from '@mantine/core';
import { faqSlug, type FaqItem } from '@mentor/validation/plain';
import { useEffect, useState } from 'react';
import classes from './landing.module.css';

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Open the question whose slug matches `window.location.hash` on arrival (and on later hash changes). */
  openFromHash?: boolean;
}

function hashSlug(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, ''));
}

function matchingSlug(items: readonly FaqItem[]): string | null {
  const slug = hashSlug();
  if (slug === '') return null;
  return items.some((item) => faqSlug(item.question) === slug) ? slug : null;
}

/**
 * FAQ accordion: at most one item open at a time; clicking the open item closes it.
 * Each item's value and element id are the question's slug, so `#<slug>` links point at a question.
 */
export function FaqAccordion({ items, openFromHash = false }: FaqAccordionProps) {
  const [value, setValue] = useState<string | null>(() => (openFromHash ? matchingSlug(items) : null));

  useEffect(() => {
    if (!openFromHash) return undefined;
    const onHashChange = () => {
      const slug = matchingSlug(items);
      if (slug !== null) setValue(slug);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
    // Registered once, matching against the items given at mount (the full list): a search typed later must not
    // re-register the listener on every keystroke, and a hash question hidden by the search may still be opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openFromHash]);

  return (
    <Accordion
      value={value}
      onChange={setValue}
      variant="separated"
      radius="md"
      order={3}
      classNames={{ item: classes.faqItem, label: classes.faqLabel, content: classes.faqContent }}
    >
      {items.map((item) => {
        const slug = faqSlug(item.question);
        return (
          <Accordion.Item key={slug} value={slug} id={slug}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
