import { Group, Text, ThemeIcon } from '@mantine/core';
import { PRODUCT_NAME } from '@mentor/validation/plain';
import { IconSparkles } from '@tabler/icons-react';

export interface LogoProps {
  /** Hide the word mark on very narrow headers. */
  withName?: boolean;
}

/** The product mark and name. Wrap it in a link where it navigates. */
export function Logo({ withName = true }: LogoProps) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon
        size={32}
        radius="md"
        variant="gradient"
        gradient={{ from: 'brand.6', to: 'violet.5', deg: 135 }}
        aria-hidden
      >
        <IconSparkles size={18} stroke={2} />
      </ThemeIcon>
      {withName && (
        <Text component="span" fw={800} fz="lg" style={{ letterSpacing: '-0.02em' }}>
          {PRODUCT_NAME}
        </Text>
      )}
    </Group>
  );
}
