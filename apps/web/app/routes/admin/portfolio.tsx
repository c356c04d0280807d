import { PortfolioPage } from '../../features/admin-portfolio/portfolio-page';

export function meta() {
  return [{ title: 'Портфолио' }];
}

export default function AdminPortfolioPage() {
  return <PortfolioPage />;
}
