import { getSettings } from "@/features/site-settings/layout-data";
import { HomeScreen } from "@/features/home/components/home-screen";
import { api } from "@/trpc/server";

export default async function HomePage() {
  const settings = await getSettings();
  return (
    <HomeScreen
      settings={settings}
      featuredBusinesses={() => api.home.featuredBusinesses()}
      platformFeatures={() => api.home.platformFeatures()}
    />
  );
}
