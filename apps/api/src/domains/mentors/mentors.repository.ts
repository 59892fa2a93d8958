import type { Database, MentorRow } from '@mentor/db';

const MENTOR_COLUMNS = ['id', 'name', 'type', 'description', 'systemPrompt', 'createdAt'] as const;

export async function listMentors(db: Database): Promise<MentorRow[]> {
  return db.selectFrom('mentors').select(MENTOR_COLUMNS).orderBy('name').execute();
}

export async function findMentor(db: Database, idOrType: string): Promise<MentorRow | undefined> {
  const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrType);
  return db
    .selectFrom('mentors')
    .select(MENTOR_COLUMNS)
    .where(byId ? 'id' : 'type', '=', idOrType as never)
    .executeTakeFirst();
}
