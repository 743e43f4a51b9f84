/** What the console shares with the staff page: the branches. */
export { useConsoleBranches } from './api/get-branches';
