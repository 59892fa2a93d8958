import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@mentor/validation/plain';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../lib/client-errors';
import { isChunkLoadError, retryFailedPages } from '../lib/lazy-page';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** The whole window (the root boundary) or the space of one screen (a route inside a layout). */
  fullScreen?: boolean;
  /** When it changes (the path: the person went elsewhere), a boundary showing an error tries its children again. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Catches a screen that throws while rendering, or whose code did not load, and shows a friendly screen with Try
 * again (render the screen again; a screen whose code failed imports it again) and Reload page, instead of a blank
 * page. The error goes to the api's log (`POST /api/client-errors`). One at the root of the app and one around each
 * lazy route (router.tsx), so a failing screen keeps the header around it.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportClientError(isChunkLoadError(error) ? 'chunk' : 'render', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = (): void => {
    retryFailedPages();
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorScreen
        chunk={isChunkLoadError(this.state.error)}
        fullScreen={this.props.fullScreen ?? true}
        onRetry={this.retry}
      />
    );
  }
}

function ErrorScreen({
  chunk,
  fullScreen,
  onRetry,
}: {
  chunk: boolean;
  fullScreen: boolean;
  onRetry: () => void;
}) {
  const copy = MESSAGES.errorBoundary;
  return (
    <Center mih={fullScreen ? '100dvh' : '60dvh'} p="md" role="alert">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={1} ta="center">
          {chunk ? copy.chunkTitle : copy.title}
        </Title>
        <Text c="dimmed" ta="center">
          {copy.body}
        </Text>
        <Group justify="center" mt="sm">
          <Button onClick={onRetry}>{copy.retry}</Button>
          <Button variant="light" onClick={() => window.location.reload()}>
            {copy.reload}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
