import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import { answerFrom, on } from '../../../../testing/fake-endpoints.ts';
import { renderFeature } from '../../../../testing/render-feature.tsx';
import { CourseEditorsForm } from './course-editors-form.tsx';

describe('CourseEditorsForm', () => {
  it('sends the e-mails and shows the server’s refusal beside the field', async () => {
    const sent: unknown[] = [];
    const { user } = await renderFeature(
      <CourseEditorsForm
        courseKey="live-security"
        published
        editors={[
          { course_key: 'live-security', user_id: '7', name: 'Dario', email: 'docente@demo.test' },
        ]}
      />,
      {
        role: 'professor',
        api: answerFrom([
          on(studioEndpoints.setLiveCourseEditors, (call) => {
            sent.push({ course: call.params.course, body: call.body });
            return {
              status: 422,
              data: {
                message: 'Dati non validi.',
                code: 'validation_failed',
                details: { emails: "Nessun docente con l'e-mail «x@demo.test»." },
              },
            };
          }),
        ]),
      },
    );
    const emails = screen.getByRole('textbox', { name: 'E-mail dei docenti' });
    await user.type(emails, '\nX@demo.test');
    await user.click(screen.getByRole('button', { name: 'Salva i docenti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Nessun docente con l'e-mail «x@demo.test».",
    );
    expect(emails).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([
      { course: 'live-security', body: { emails: ['docente@demo.test', 'x@demo.test'] } },
    ]);
  });
});

describe('CourseEditorsForm before the course is published', () => {
  it('says to publish first instead of offering a call the server would refuse', async () => {
    await renderFeature(<CourseEditorsForm courseKey="nuovo" published={false} editors={[]} />, {
      role: 'professor',
    });
    expect(
      screen.getByText('Pubblica il corso, poi indica i docenti che ne programmano gli episodi.'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'E-mail dei docenti' })).toBeNull();
  });
});
