import { AudiencesSection } from './components/audiences-section.tsx';
import { BenefitsSection } from './components/benefits-section.tsx';
import { ClosingCta } from './components/closing-cta.tsx';
import { FeaturesSection } from './components/features-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { LandingFooter } from './components/landing-footer.tsx';
import { LandingHeader } from './components/landing-header.tsx';

/** The public page at / for signed-out visitors. */
export function LandingPage() {
  return (
    <div className="min-h-dvh">
      <LandingHeader />
      <main>
        <HeroSection />
        <FeaturesSection />
        <BenefitsSection />
        <AudiencesSection />
        <ClosingCta />
      </main>
      <LandingFooter />
    </div>
  );
}
