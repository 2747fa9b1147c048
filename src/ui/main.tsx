import { styled } from '@linaria/react';
import { createRoot } from 'react-dom/client';

const Title = styled.h1`
  font-family: 'Pretendard', sans-serif;
  color: #0b7a3b;
`;

const root = document.getElementById('root');
if (root) createRoot(root).render(<Title>킥오프 유소년 축구</Title>);
