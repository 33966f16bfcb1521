import JSZip from 'jszip';
import { CONTENT_PACK_FORMAT, CONTENT_PACK_FORMAT_VERSION } from '#common/content-pack/manifest.ts';

/** The bytes of the tiny video the test pack carries (the server never decodes media). */
export const TEST_VIDEO = Buffer.from('not really a video, but bytes the pack carries');

/**
 * The manifest of a school's tiny pack: one level with a module (a video lesson and its final
 * quiz) and the level's final test. `video` is the file the lesson names; `version` the pack's.
 */
export function testManifest(options: { video?: string; version?: string } = {}) {
  const quiz = (kind: 'quiz' | 'final_test') => ({
    kind,
    pass_percentage: 60,
    questions: [
      {
        text: 'Quale comando crea un repository?',
        type: 'single_answer',
        answers: [
          { text: 'git init', correct: true },
          { text: 'git push', correct: false },
        ],
      },
    ],
  });
  return {
    format: CONTENT_PACK_FORMAT,
    format_version: CONTENT_PACK_FORMAT_VERSION,
    pack: {
      key: 'scuola-rossi',
      title: 'Corsi della scuola Rossi',
      version: options.version ?? '1',
    },
    levels: [
      {
        key: 'scuola-rossi-livello',
        title: 'Git a scuola',
        order_num: 9,
        entities: [
          {
            key: 'scuola-rossi-git',
            type: 'module',
            title: 'Git per la classe',
            sections: [
              {
                title: 'Primi passi',
                resources: [
                  {
                    key: 'scuola-rossi-git-video',
                    type: 'video_lesson',
                    title: 'Che cos’è Git',
                    duration_seconds: 60,
                    media: options.video ?? 'git-intro.mp4',
                  },
                  {
                    key: 'scuola-rossi-git-quiz',
                    type: 'quiz',
                    title: 'Quiz su Git',
                    quiz: quiz('quiz'),
                  },
                ],
              },
            ],
          },
          {
            key: 'scuola-rossi-test',
            type: 'final_test',
            title: 'Test finale della scuola',
            sections: [
              {
                title: 'Test',
                resources: [
                  {
                    key: 'scuola-rossi-test-quiz',
                    type: 'quiz',
                    title: 'Test finale',
                    quiz: quiz('final_test'),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

/** The pack's ZIP: manifest.json and media/git-intro.mp4 (whatever the manifest names). */
export async function testPackZip(manifest: object = testManifest()): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('manifest.json', JSON.stringify(manifest, null, 2));
  zip.file('media/git-intro.mp4', TEST_VIDEO);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
