/** `/`: the Home page (features/home). */
import { Home } from '../features/home';

export function HomePage() {
  return <Home />;
}
