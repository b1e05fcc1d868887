import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate, type DatabaseTemplate } from './database-template.ts';

declare module 'vitest' {
  interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** Migrates one database for the whole server suite; each test file copies it. */
export default async function setup(project: TestProject) {
  const database =
    project.config.env?.SPECBOARD_TEST_DATABASE === 'postgres' ? 'postgres' : 'embedded';
  const { template, dispose } = await createDatabaseTemplate(database);
  project.provide('databaseTemplate', template);
  return dispose;
}
