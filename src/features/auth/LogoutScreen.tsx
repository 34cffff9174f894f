import { Button } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { Screen } from '../../components/Screen';

export default function LogoutScreen() {
  const navigate = useNavigate();
  return (
    <Screen description="You have signed out of Wharf. Your tables stay in your workbooks.">
      <Button appearance="primary" onClick={() => void navigate('/signin')}>
        Sign in again
      </Button>
    </Screen>
  );
}
