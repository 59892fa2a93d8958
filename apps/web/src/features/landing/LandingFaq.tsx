import { Container, Stack, Text, TextInput } from '@mantine/core';
import { LANDING_FAQ, MESSAGES, filterFaq } from '@mentor/validation/plain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { FaqAccordion } from './FaqAccordion';
import { SectionHeading } from './SectionHeading';
import classes from './landing.module.css';

export function LandingFaq() {
  const [query, setQuery] = useState('');
  const items = filterFaq(LANDING_FAQ, query);

  return (
    <section id="faq" className={`${classes.section} ${classes.sectionMuted}`} aria-labelledby="faq-title">
      <Container size="lg">
        <SectionHeading
          id="faq-title"
          eyebrow="FAQ"
          title="Frequently asked questions"
          subtitle="Everything you need to know before your first session."
        />
        <Stack gap="lg" className={classes.faqWrap}>
          <TextInput
            type="search"
            size="md"
            radius="md"
            aria-label="Search questions"
            placeholder="Search questions..."
            leftSection={<IconSearch size={18} aria-hidden />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          {/* Stays mounted while the search shows no results, so the open question survives clearing the search. */}
          <FaqAccordion items={items} openFromHash />
          {items.length === 0 && (
            <Text ta="center" c="dimmed" py="xl" role="status">
              {MESSAGES.faq.noResults}
            </Text>
          )}
        </Stack>
      </Container>
    </section>
  );
}
