/** `/`: the Home page (features/home). */
import { Home } from '../features/home/Home';

export function HomePage() {
  return <Home />;
}
