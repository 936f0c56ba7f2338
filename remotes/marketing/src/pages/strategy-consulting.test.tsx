import { screen, within } from '@testing-library/react';

import { hrefOf, renderRoute } from '../test-helpers';
import { marketingPaths } from '../paths';

describe('strategic consulting and brand development page', () => {
  it('includes the HEM Automotive case study with a link to it', async () => {
    await renderRoute(marketingPaths.strategyConsulting);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Case study: HEM Automotive' }),
    ).toBeInTheDocument();
    expect(hrefOf(screen.getByRole('link', { name: 'Read the full case study' }))).toBe(
      marketingPaths.hemAutomotive,
    );
  });

  it('shows the process in 4 steps and its related links', async () => {
    await renderRoute(marketingPaths.strategyConsulting);
    const steps = within(
      screen.getByRole('list', { name: 'Our strategic consulting process' }),
    ).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    steps.forEach((step, index) => expect(step).toHaveTextContent(`Step ${index + 1}:`));
    const related = screen.getByRole('region', { name: 'Related Services' });
    expect(within(related).getAllByRole('link').map(hrefOf)).toEqual([
      marketingPaths.webDevelopment,
      marketingPaths.digitalMarketing,
      marketingPaths.marketingHub,
    ]);
  });
});
