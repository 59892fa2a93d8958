import { AccountDeletedNotice } from '../features/landing/AccountDeletedNotice';
import { Benefits } from '../features/landing/Benefits';
import { FinalCta } from '../features/landing/FinalCta';
import { Hero } from '../features/landing/Hero';
import { HowItWorks } from '../features/landing/HowItWorks';
import { LandingFaq } from '../features/landing/LandingFaq';
import { LandingFooter } from '../features/landing/LandingFooter';
import { MentorTypes } from '../features/landing/MentorTypes';
import { Pricing } from '../features/landing/Pricing';
import { Testimonials } from '../features/landing/Testimonials';
import { TrustedBy } from '../features/landing/TrustedBy';
import { useScrollToHash } from '../features/landing/use-scroll-to-hash';
import classes from '../features/landing/landing.module.css';
import { LandingHeader } from '../layouts/LandingHeader';

/** The public landing page (signed-out visitors on / and every other path). */
export default function LandingPage() {
  useScrollToHash();
  return (
    <div className={classes.page}>
      <LandingHeader />
      <main>
        <AccountDeletedNotice />
        <Hero />
        <TrustedBy />
        <HowItWorks />
        <MentorTypes />
        <Benefits />
        <Testimonials />
        <Pricing />
        <LandingFaq />
        <FinalCta />
      </main>
      <LandingFooter />
    </div>
  );
}
