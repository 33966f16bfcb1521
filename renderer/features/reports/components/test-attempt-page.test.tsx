import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportsAnswers } from '../testing/report-fixtures.ts';
import { renderReports } from '../testing/render-reports.tsx';

describe('test attempt page', () => {
  it('shows the score, the result in words and the date', async () => {
    renderReports('/report/test-attempt/501', reportsAnswers);
    expect(await screen.findByRole('heading', { name: 'Test finale HTML e CSS' })).toBeVisible();
    expect(screen.getByText('90%')).toBeInTheDocument();
    expect(screen.getByText('Superato')).toBeInTheDocument();
    expect(screen.getByText('05.11.2026')).toBeInTheDocument();
  });

  it('shows the 404 page for an attempt the server does not give', async () => {
    const { reportCalls } = renderReports('/report/test-attempt/999', () => undefined);
    expect(
      await screen.findByText('Il pianeta che stai cercando non esiste nello spazio HG.'),
    ).toBeInTheDocument();
    expect(reportCalls).toEqual(['GET /tj/attempts/999']);
    expect(screen.queryByText('Risorsa non trovata.')).toBeNull();
  });
});
