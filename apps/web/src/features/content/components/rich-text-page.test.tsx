import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi, renderPage } from '../../../test/render';
import { RichTextPage } from './rich-text-page';

afterEach(() => vi.unstubAllGlobals());

describe('static page', () => {
  it('shows the server HTML without its scripts or handlers', async () => {
    answerApi({
      'GET settings/getTerms': () => ({
        body: { data: { description: '<p>Pay on delivery</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>' } },
      }),
    });
    renderPage(<RichTextPage title="Terms And Conditions" path="settings/getTerms" />);
    expect(await screen.findByText('Pay on delivery')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms And Conditions');
    expect(document.title).toBe('Terms And Conditions | Pad Store');
  });

  it("says 'No content available' for an empty page", async () => {
    answerApi({ 'GET settings/getPrivacy': () => ({ body: { data: { description: '' } } }) });
    renderPage(<RichTextPage title="Privacy Policy" path="settings/getPrivacy" />);
    expect(await screen.findByText('No content available')).toBeInTheDocument();
  });
});
