import { describe, expect, it } from 'vitest';
import { issues } from './test-helpers';
import {
  EXPORT_DATA_TYPES,
  EXPORT_DATA_TYPE_LABELS,
  EXPORT_SIZE_LABELS,
  buildExportDocument,
  estimatedExportSizeLabel,
  exportFileName,
  exportQuerySchema,
  exportSelectionSchema,
} from './export';

describe('export data types', () => {
  it('has the five types with labels and sizes', () => {
    expect(EXPORT_DATA_TYPES).toEqual(['profile', 'sessions', 'goals', 'summaries', 'analytics']);
    expect(Object.keys(EXPORT_DATA_TYPE_LABELS)).toEqual([...EXPORT_DATA_TYPES]);
    expect(EXPORT_SIZE_LABELS).toEqual({
      profile: '< 1 KB',
      sessions: '~15 MB',
      goals: '~2 KB',
      summaries: '~5 MB',
      analytics: '~1 KB',
    });
  });

  it('estimates 5 MB per selected type', () => {
    expect(estimatedExportSizeLabel(0)).toBe('~0 MB');
    expect(estimatedExportSizeLabel(3)).toBe('~15 MB');
  });
});

describe('exportSelectionSchema', () => {
  it('accepts a selection with json format', () => {
    expect(exportSelectionSchema.parse({ types: ['profile', 'goals'] })).toEqual({
      types: ['profile', 'goals'],
      format: 'json',
    });
    expect(exportSelectionSchema.safeParse({ types: [...EXPORT_DATA_TYPES], format: 'json' }).success).toBe(
      true,
    );
  });

  it('needs at least one type', () => {
    expect(issues(exportSelectionSchema, { types: [] })).toEqual(['No data selected']);
    expect(issues(exportSelectionSchema, {})).toEqual(['No data selected']);
  });

  it('refuses unknown types and formats', () => {
    expect(exportSelectionSchema.safeParse({ types: ['payments'] }).success).toBe(false);
    expect(issues(exportSelectionSchema, { types: ['profile'], format: 'csv' })).toEqual([
      'Only JSON export is supported',
    ]);
  });
});

describe('exportQuerySchema (GET /api/account/export)', () => {
  it('reads a comma-separated list or repeated parameters, in the spec order, each once', () => {
    expect(exportQuerySchema.parse({ types: 'summaries, profile' })).toEqual({
      types: ['profile', 'summaries'],
      format: 'json',
    });
    expect(exportQuerySchema.parse({ types: ['goals', 'profile,goals'] }).types).toEqual([
      'profile',
      'goals',
    ]);
  });

  it("refuses none and any unknown type with the spec's message", () => {
    const none = 'No data selected — Please select at least one data type to export.';
    for (const query of [{}, { types: '' }, { types: ' , ' }, { types: 'profile,payments' }, { types: 5 }]) {
      expect(issues(exportQuerySchema, query)).toEqual([none]);
    }
    expect(issues(exportQuerySchema, { types: 'profile', format: 'csv' })).toEqual([
      'Only JSON export is supported',
    ]);
  });
});

describe('exportFileName', () => {
  it('uses the product prefix and the local date', () => {
    expect(exportFileName(new Date(2024, 0, 5, 23, 59))).toBe('mentorai-export-2024-01-05.json');
    expect(exportFileName(new Date(2024, 10, 30, 0, 1), 'txt')).toBe('mentorai-export-2024-11-30.txt');
  });
});

describe('buildExportDocument', () => {
  it('holds user, time, types in canonical order and format', () => {
    const now = new Date('2024-01-05T10:00:00.000Z');
    expect(buildExportDocument({ user: { id: 'u1' }, types: ['goals', 'profile'], now })).toEqual({
      user: { id: 'u1' },
      exportedAt: '2024-01-05T10:00:00.000Z',
      dataTypes: ['profile', 'goals'],
      format: 'json',
    });
  });
});
