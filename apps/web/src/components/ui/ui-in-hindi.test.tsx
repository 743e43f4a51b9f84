import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@padstore/domain/messages';
import hi from '../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../lib/i18n';
import { SelectField, TextField } from './field';
import { ErrorState } from './page';
import { PageLoading, TextSkeleton } from './skeleton';

beforeEach(() => activateLanguage('hi', hi));
afterEach(() => activateLanguage('en'));

describe('the shared pieces in Hindi', () => {
  it("say a schema's message under a field in Hindi", () => {
    render(<TextField label="पिन कोड" error={MESSAGES.pinCodeRequired} />);
    expect(screen.getByRole('alert')).toHaveTextContent('पिन कोड डालना ज़रूरी है');
    expect(screen.getByLabelText('पिन कोड')).toHaveAccessibleDescription('पिन कोड डालना ज़रूरी है');
    expect(screen.queryByText(MESSAGES.pinCodeRequired)).not.toBeInTheDocument();
  });

  it('leave a message already in her language as it is, and show an option by its label, its value unchanged', () => {
    const labels: Record<string, string> = { Male: 'पुरुष', Female: 'महिला' };
    render(
      <SelectField
        label="लिंग"
        placeholder="लिंग चुनें"
        options={['Male', 'Female']}
        optionLabel={(option) => labels[option]!}
        error="लिंग चुनना ज़रूरी है"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('लिंग चुनना ज़रूरी है');
    expect(screen.getByRole('option', { name: 'महिला' })).toHaveValue('Female');
    expect(screen.queryByRole('option', { name: 'Female' })).not.toBeInTheDocument();
  });

  it('offer to try again and say what is loading in Hindi', () => {
    render(
      <>
        <ErrorState message="कुछ गड़बड़ हो गई" onRetry={() => {}} />
        <TextSkeleton />
        <PageLoading />
      </>,
    );
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(screen.getAllByRole('status', { name: 'लोड हो रहा है' })).toHaveLength(2);
    expect(screen.queryByText('Try again')).not.toBeInTheDocument();
  });
});
