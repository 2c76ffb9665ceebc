import { createRoot } from 'react-dom/client';

function App() {
  return <main style={{ fontFamily: 'system-ui', padding: 24 }}>Exchange</main>;
}

createRoot(document.getElementById('root')!).render(<App />);
