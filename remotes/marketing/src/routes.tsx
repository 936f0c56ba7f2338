import type { RouteObject } from 'react-router-dom';
import { paths } from 'shared-state';

// Pages load lazily: the shell pulls this module when the URL first enters a marketing path.
const page = (title: string): RouteObject['lazy'] => async () => {
  const { default: PlaceholderPage } = await import('./pages/placeholder-page');
  return { element: <PlaceholderPage title={title} /> };
};

const routes: RouteObject[] = [
  { path: paths.home, lazy: page('Home') },
  { path: paths.about, lazy: page('About') },
  { path: paths.services, lazy: page('Services') },
  { path: paths.paidAds, lazy: page('Advertising and Content Packages') },
  { path: paths.webDevelopment, lazy: page('Web Design and Development') },
  { path: paths.webDesign, lazy: page('Web Design and Development') },
  { path: paths.provenProcess, lazy: page('Web Design and Development') },
  { path: paths.digitalMarketing, lazy: page('Digital Marketing & Reputation Management') },
  { path: paths.strategyConsulting, lazy: page('Strategic Consulting and Brand Development') },
  { path: paths.marketingHub, lazy: page('Comprehensive Shop Growth Solutions') },
  { path: paths.portfolio, lazy: page('Portfolio') },
  { path: paths.hemAutomotive, lazy: page('HEM Automotive') },
  { path: paths.apiGateway, lazy: page('API Gateway') },
  { path: paths.solarAthletics, lazy: page('Solar Athletics') },
  { path: paths.contact, lazy: page('Contact') },
  { path: paths.careers, lazy: page('Careers') },
  { path: paths.frontendDeveloper, lazy: page('Front-End Developer') },
  { path: paths.uxUiDesigner, lazy: page('UX/UI Designer') },
  { path: paths.marketingSpecialist, lazy: page('Marketing Specialist') },
  { path: paths.resumePortal, lazy: page('Apply for a Position') },
  { path: paths.resumePortalAlias, lazy: page('Apply for a Position') },
  { path: paths.disclaimer, lazy: page('Disclaimer') },
  { path: paths.termsOfService, lazy: page('Terms of Service') },
  { path: paths.privacyPolicy, lazy: page('Privacy Policy') },
];

export default routes;
