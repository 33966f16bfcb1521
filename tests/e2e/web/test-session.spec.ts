import { expect, test } from '@playwright/test';
import { answerQuizCorrectly, demoQuiz, entityId } from '../../testing/demo-quiz.ts';
import { signIn } from '../../testing/sign-in.ts';

/** Level 3's final test: the journey keeps it closed for studente2 (Sara Colombo, level 1). */
const TEST_LABEL = 'Test finale · Dati e DevOps';
const TEST_TITLE = 'Test finale: Dati e DevOps';

test('a test session lets the chosen student take the test, and the professor sees it', async ({
  browser,
}) => {
  const professor = await browser.newPage();
  await professor.addInitScript(() => localStorage.setItem('tj.classroom-tutorial-seen', 'true'));
  await signIn(professor, 'docente@demo.test');
  await professor.goto('/classroom-management');
  await professor.getByRole('button', { name: /^4B Informatica/ }).click();
  await professor.getByRole('checkbox', { name: 'Seleziona Sara Colombo' }).check();
  await professor.getByRole('button', { name: 'Apri sessione di test' }).click();
  const dialog = professor.getByRole('dialog');
  await dialog.getByLabel('Test').selectOption({ label: TEST_LABEL });
  await dialog.getByRole('button', { name: 'Apri sessione' }).click();
  await expect(
    professor.getByText(/Sessione di test aperta per 1 studente fino alle/),
  ).toBeVisible();
  const session = professor.getByRole('article', { name: TEST_TITLE });
  await expect(session.getByText(/^Aperta fino alle \d\d:\d\d$/)).toBeVisible();
  await expect(session.getByRole('row', { name: /Sara Colombo.*Non svolto/ })).toBeVisible();

  const student = await browser.newPage();
  await student.addInitScript(() => localStorage.setItem('tj.map-tutorial-seen', 'true'));
  await signIn(student, 'studente2@demo.test');
  await student.goto('/');
  await expect(
    student.getByText(new RegExp(`Il tuo docente ha aperto il test «${TEST_TITLE}» fino alle`)),
  ).toBeVisible();
  await student.getByRole('link', { name: 'Vai al test' }).click();
  await expect(student).toHaveURL(
    new RegExp(`/module-detail/${entityId('data-devops-final-test')}/quiz/\\d+$`),
  );
  await student.getByRole('button', { name: /^Inizia/ }).click();
  await answerQuizCorrectly(student, demoQuiz('data-devops-final-test-quiz'));
  await expect(student.getByText(/superato/i).first()).toBeVisible();

  await professor.reload();
  await professor.getByRole('button', { name: /^4B Informatica/ }).click();
  await expect(
    professor
      .getByRole('article', { name: TEST_TITLE })
      .getByRole('row', { name: /Sara Colombo.*Superato.*100%/ }),
  ).toBeVisible();
  await expect(professor.getByText('1 su 1 studente ha svolto il test')).toBeVisible();
});
