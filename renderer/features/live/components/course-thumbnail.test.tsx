import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import type { LiveCourse } from '#common/api/live/courses.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const course = (overrides: Partial<LiveCourse>): LiveCourse => ({
  id: '1',
  title: 'Sicurezza informatica per tutti',
  description: 'Password e phishing.',
  resources: [],
  authors: [{ name: 'Elisa Martini', headline: 'Security engineer' }],
  channel_id: null,
  thumbnail_path: '/media/sicurezza-informatica.png',
  subscribed: true,
  quizzes: [],
  episodes: [],
  ...overrides,
});

const SECURITY = course({});
const CLOUD = course({ id: '2', title: 'cloud e container dal vivo', thumbnail_path: null });

/** The card (list item) of the course whose title links to it. */
const cardOf = async (title: string) =>
  (await screen.findByRole('link', { name: title })).closest('li')!;

describe("a live course's thumbnail", () => {
  it('shows the image on the card, decorative beside the title, in a box that does not resize', async () => {
    renderApp({
      path: '/courses',
      role: 'student',
      api: answerFrom([
        on(liveEndpoints.listStudentCourses, { status: 200, data: [SECURITY, CLOUD] }),
        on(liveEndpoints.getNextLive, { status: 204, data: '' }),
      ]),
    });
    const card = await cardOf('Sicurezza informatica per tutti');
    const image = card.querySelector('img')!;
    // Served by the platform's /media, resolved against the server the app talks to.
    expect(new URL(image.src).pathname).toBe('/media/sicurezza-informatica.png');
    expect(image).toHaveAttribute('alt', '');
    // Width and height reserve the space before the bytes arrive.
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '270');
    expect(image.parentElement).toHaveClass('course-thumbnail', 'course-thumbnail--card');

    // A course without an image: the same box, with a drawing that screen readers skip.
    const cloud = await cardOf('cloud e container dal vivo');
    expect(cloud.querySelector('img')).toBeNull();
    const fallback = cloud.querySelector('.course-thumbnail--fallback')!;
    expect(fallback).toHaveAttribute('aria-hidden', 'true');
    expect(fallback).toHaveTextContent('C');
  });

  it('falls back to the drawing when the image fails to load', async () => {
    renderApp({
      path: '/courses',
      role: 'student',
      api: answerFrom([
        on(liveEndpoints.listStudentCourses, { status: 200, data: [SECURITY] }),
        on(liveEndpoints.getNextLive, { status: 204, data: '' }),
      ]),
    });
    const card = await cardOf('Sicurezza informatica per tutti');
    fireEvent.error(card.querySelector('img')!);
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('.course-thumbnail--fallback')).toHaveTextContent('S');
  });

  it("shows the image on the course's page", async () => {
    renderApp({
      path: '/live?course=1',
      role: 'student',
      api: answerFrom([on(liveEndpoints.getStudentCourse, { status: 200, data: SECURITY })]),
    });
    await screen.findByRole('heading', { name: 'Sicurezza informatica per tutti' });
    const image = document.querySelector<HTMLImageElement>('.course-thumbnail--page img')!;
    expect(new URL(image.src).pathname).toBe('/media/sicurezza-informatica.png');
    expect(image).toHaveAttribute('alt', '');
  });
});
