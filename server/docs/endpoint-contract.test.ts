import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_TABLES, allEndpoints } from '#common/api/endpoints.ts';
import { endpointsOf } from './openapi-document.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { OPENAPI_PATH } from './openapi-route.ts';

describe('the declared endpoints', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
  });
  afterAll(() => testApp.close());

  it('are each registered exactly once (development-only ones only there), and nothing else is registered through route()', () => {
    const declared = endpointsOf('production');
    expect(declared.length).toBeLessThan(allEndpoints().length);
    const missing = declared.filter(
      ([, endpoint]) => !testApp.app.services.endpoints.has(endpoint),
    );
    expect(missing.map(([name]) => name)).toEqual([]);
    expect(testApp.app.services.endpoints.size).toBe(declared.length);
  });

  it('have one name and one method and path each', () => {
    const names = Object.values(ENDPOINT_TABLES).flatMap((table) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    const routes = allEndpoints().map(([, e]) => `${e.service} ${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('publish a valid OpenAPI document with every one of them', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const operations = Object.values(document.paths as Record<string, object>).flatMap((item) =>
      Object.values(item).map((operation: { operationId: string }) => operation.operationId),
    );
    expect(operations.sort()).toEqual(
      endpointsOf('production')
        .map(([name]) => name)
        .sort(),
    );
    expect(document.paths['/api/tj/tech-journey/quizzes/{id}'].get).toMatchObject({
      'x-roles': ['*'],
      parameters: [{ name: 'id', in: 'path', required: true }],
    });
  });

  it('in development, register and publish the development-only ones too', async () => {
    const development = await createTestApp({
      seed: false,
      config: { environment: 'development' },
    });
    try {
      expect(development.app.services.endpoints.size).toBe(allEndpoints().length);
      const response = await development.app.inject({ method: 'GET', url: OPENAPI_PATH });
      expect(response.json().paths['/api/lti/courses'].get).toMatchObject({
        operationId: 'listLtiCourses',
        'x-development-only': true,
      });
    } finally {
      await development.close();
    }
  });
});
