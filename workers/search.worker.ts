import { expose } from 'comlink';
import { searchSession } from '../src/desk/search-session';

// One search of a phase's allocations runs here, in a worker of its own: the desk's engine worker is
// never kept waiting by it, the desk's page only hands it the phase and shows its progress, and
// ending this worker cancels the search at once.
expose(searchSession());
