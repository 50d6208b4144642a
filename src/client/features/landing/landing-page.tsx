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
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <LandingHeader />
      <main id="main-content" tabIndex={-1} className="outline-none">
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
