import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { readPageState, seedQueries } from './app/ssr/page-state';
import { queryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A shop page the server rendered (app/ssr) carries its data: React takes over the markup with that same data,
// asking the API for nothing again. Every other page is rendered here.
const rendered = readPageState(document);
if (rendered) {
  seedQueries(queryClient, rendered.queries);
  hydrateRoot(
    root,
    <StrictMode>
      <AppProvider renderedIn={rendered.language}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}
