import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LaunchpadLink } from '@/features/token/LaunchpadLink';

const MINT = 'Stud1oMint1111111111111111111111111111111111';
const renderLink = (launchpad: string | undefined) =>
  render(
    <MemoryRouter>
      <LaunchpadLink launchpad={launchpad} id={MINT} symbol="STU" />
    </MemoryRouter>,
  );

describe('the token header’s launchpad link', () => {
  it('a studio launch opens its /studio page in the app', () => {
    renderLink('jup-studio');
    const link = screen.getByRole('link', { name: 'STU on Jup Studio' });
    expect(link).toHaveAttribute('href', `/studio/${MINT}`);
    expect(link).not.toHaveAttribute('target');
  });

  it('another launchpad opens its own site in a new tab, without an opener', () => {
    renderLink('pump.fun');
    const link = screen.getByRole('link', { name: 'STU on Pump.fun' });
    expect(link).toHaveAttribute('href', `https://pump.fun/coin/${MINT}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('no link for a launchpad without a page, an unknown one, or none', () => {
    for (const launchpad of ['met-dbc', 'no-such-pad', undefined]) {
      const { container, unmount } = renderLink(launchpad);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
