import '../app-styles';
import { Container } from '@mantine/core';
import { useAuth } from '../features/auth/use-auth';
import { InspirationBoard } from '../features/inspiration/InspirationBoard';
import classes from '../features/landing/landing.module.css';
import { LandingHeader } from '../layouts/LandingHeader';

/**
 * /inspiration: the Inspiration Board. Signed in it sits in the dashboard layout; signed out the router shows it
 * on its own, under the landing header, where the board asks the visitor to log in.
 */
export default function InspirationPage() {
  const { user, isLoading } = useAuth();
  if (!user && !isLoading) {
    return (
      <div className={classes.page}>
        <LandingHeader />
        <Container component="main" size="lg" py="xl">
          <InspirationBoard />
        </Container>
      </div>
    );
  }
  return <InspirationBoard />;
}
