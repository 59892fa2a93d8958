import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME, TWO_FACTOR_MESSAGES as M } from '@mentor/validation';
import { IconCheck, IconCopy, IconDownload, IconKey } from '@tabler/icons-react';
import { saveBlob } from '../../lib/download';

/** The file Download saves: the product, the account, the codes one a line. */
function codesFile(codes: string[], email: string): Blob {
  const lines = [`${PRODUCT_NAME} recovery codes for ${email}`, '', ...codes, '', M.recoveryCodesHint, ''];
  return new Blob([lines.join('\n')], { type: 'text/plain;charset=utf-8' });
}

/**
 * New recovery codes, shown once: in a grid, with Copy (all of them) and Download (a text file), and a button to
 * put them away once saved.
 */
export function RecoveryCodesPanel({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  return (
    <Alert
      variant="light"
      color="yellow"
      title={M.recoveryCodesTitle}
      icon={<IconKey size={18} aria-hidden />}
      data-testid="recovery-codes"
    >
      <Stack gap="sm">
        <Text size="sm">{M.recoveryCodesHint}</Text>
        <SimpleGrid
          cols={{ base: 1, xs: 2 }}
          spacing={6}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {codes.map((code) => (
            <li key={code}>
              <Code fz="sm" data-testid="recovery-code">
                {code}
              </Code>
            </li>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <CopyButton value={codes.join('\n')} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                size="sm"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
              >
                {copied ? M.copiedCodes : M.copyCodes}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => saveBlob('mentorai-recovery-codes.txt', codesFile(codes, email))}
          >
            {M.downloadCodes}
          </Button>
          <Button size="sm" onClick={onDone}>
            {M.savedCodes}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
