import { expose } from 'comlink';
import { searchSession } from '../src/plan/search-session';

// One search of a phase's allocations runs here, in a worker of its own: the desk's engine worker is
// never kept waiting by it, and ending this worker cancels the search at once.
expose(searchSession());
