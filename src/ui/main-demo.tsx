import { createContainer, resolveServices } from '../adapters/composition-root';
import { mount } from './app/mount';

// `npm run demo`: the same app on the in-memory fake backend, no server needed.
void mount(() => resolveServices(createContainer({ mode: 'fake', fakeLatencyMs: 250 })));
