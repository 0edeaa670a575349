import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { QuestionAnswer } from '@switchboard/shared';

type Card = NonNullable<QuestionAnswer['Card']>;

/** An answer's response card (QnABot's `r`): title, subtitle, image and buttons, each asking its value. */
export function AnswerCard({ card, onAsk }: { card: Card; onAsk: (question: string) => void }) {
  return (
    <Container
      data-testid="help-answer-card"
      header={
        <Header variant="h3" description={card.SubTitle || undefined}>
          {card.Title}
        </Header>
      }
    >
      <SpaceBetween size="s">
        {card.ImageUrl && <img className="sb-help-card-image" src={card.ImageUrl} alt={card.Title} />}
        {card.Buttons.length > 0 && (
          <Box>
            <SpaceBetween size="xs" direction="horizontal">
              {card.Buttons.map((button, index) => (
                <Button key={index} onClick={() => onAsk(button.Value)}>
                  {button.Text}
                </Button>
              ))}
            </SpaceBetween>
          </Box>
        )}
      </SpaceBetween>
    </Container>
  );
}
