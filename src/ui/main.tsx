import { createRealContainer, resolveServices } from '../adapters/real-composition-root';
import { mount } from './app/mount';

// The real app: HTTP, server-sent events and browser storage on the same origin as the API.
void mount(() => resolveServices(createRealContainer()));
