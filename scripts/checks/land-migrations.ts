// `npm run migrations:land`: lists the new migration files and journal entries in landed.json, so that
// `npm run check` refuses any later edit of them. Run it when a new migration is committed.
import { drizzleDir, landMigrations } from './landed-migrations';

const added = landMigrations(drizzleDir);
console.log(added.length ? `landed: ${added.join(', ')}` : 'every migration is already listed');
