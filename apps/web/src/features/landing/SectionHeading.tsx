import { Stack, Text, Title } from '@mantine/core';
import classes from './landing.module.css';

interface SectionHeadingProps {
  eyebrow: string;
  title: string;
  subtitle?: string;
  /** id of the heading element, for aria-labelledby on the section. */
  id: string;
}

/** Centered eyebrow + h2 + optional subtitle used at the top of every landing section. */
export function SectionHeading({ eyebrow, title, subtitle, id }: SectionHeadingProps) {
  return (
    <Stack gap="sm" align="center" ta="center" mb={56}>
      <Text className={classes.eyebrow}>{eyebrow}</Text>
      <Title order={2} id={id} className={classes.sectionTitle}>
        {title}
      </Title>
      {subtitle !== undefined && (
        <Text size="lg" c="dimmed" className={classes.sectionSubtitle}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
