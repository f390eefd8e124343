import { Content, Page } from '@atrium/web-core';
import { HomeDashboard } from '../../components/HomeDashboard/HomeDashboard';
import { WelcomeHeader } from '../../components/WelcomeHeader/WelcomeHeader';
import { homeWidgets } from '../../widgets/homeWidgets';

/** `/`: the welcome header above the user's grid of widgets. */
export function HomePage() {
  return (
    <Page>
      <WelcomeHeader />
      <Content>
        <HomeDashboard widgets={homeWidgets} />
      </Content>
    </Page>
  );
}
