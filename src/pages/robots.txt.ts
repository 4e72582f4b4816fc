import type { GetServerSideProps } from 'next';
import { publicEnv } from '@/config/env';
import { buildRobotsTxt } from '@/lib/sitemap';

export default function RobotsTxt() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(buildRobotsTxt(publicEnv.siteUrl));
  return { props: {} };
};
