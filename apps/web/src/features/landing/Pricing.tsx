import { Container, SimpleGrid } from '@mantine/core';
import { PLANS } from '@mentor/validation/plain';
import { PRICING } from './content';
import { LoginButton } from './LoginButton';
import { PlanCard } from './PlanCard';
import { SectionHeading } from './SectionHeading';
import classes from './landing.module.css';

export function Pricing() {
  return (
    <section id="pricing" className={classes.section} aria-labelledby="pricing-title">
      <Container size="lg">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title={PRICING.title}
          subtitle={PRICING.subtitle}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" verticalSpacing={32}>
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              action={
                <LoginButton fullWidth radius="md" size="md" variant={plan.mostPopular ? 'filled' : 'light'}>
                  {plan.cta}
                </LoginButton>
              }
            />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
