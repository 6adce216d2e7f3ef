import { getSettings } from "@/features/site-settings/layout-data";
import { HomeScreen } from "@/features/home/components/home-screen";
import { getLiveConnections } from "@/features/home/live-stats";
import { api } from "@/trpc/server";

export default async function HomePage() {
  const settings = await getSettings();
  const liveConnections = settings.platform_stats_connections_live === "true" ? await getLiveConnections() : null;
  return (
    <HomeScreen
      settings={settings}
      liveConnections={liveConnections}
      featuredBusinesses={() => api.home.featuredBusinesses()}
      platformFeatures={() => api.home.platformFeatures()}
    />
  );
}
