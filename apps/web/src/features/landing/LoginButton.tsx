import { Button, type ButtonProps } from '@mantine/core';
import { ROUTES } from '@mentor/validation/plain';
import type { ReactNode } from 'react';

interface LoginButtonProps extends ButtonProps {
  children: ReactNode;
}

/**
 * A call-to-action button. Every CTA on the public pages sends the browser to /api/login; it is a real link
 * (full navigation, works without JavaScript and with middle-click), not a client-side route.
 */
export function LoginButton({ children, ...props }: LoginButtonProps) {
  return (
    <Button component="a" href={ROUTES.login} {...props}>
      {children}
    </Button>
  );
}
