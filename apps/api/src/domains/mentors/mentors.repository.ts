import type { Database, MentorRow } from '@mentor/db';
import { isMentorType, isUuid } from '@mentor/validation';

const MENTOR_COLUMNS = ['id', 'name', 'type', 'description', 'systemPrompt', 'createdAt'] as const;

export async function listMentors(db: Database): Promise<MentorRow[]> {
  return db.selectFrom('mentors').select(MENTOR_COLUMNS).orderBy('name').execute();
}

/** A mentor by its id or its type ('founder' | 'career' | 'life'); undefined for anything else. */
export async function findMentor(db: Database, idOrType: string): Promise<MentorRow | undefined> {
  const query = db.selectFrom('mentors').select(MENTOR_COLUMNS);
  if (isUuid(idOrType)) return query.where('id', '=', idOrType).executeTakeFirst();
  if (isMentorType(idOrType)) return query.where('type', '=', idOrType).executeTakeFirst();
  return undefined;
}
