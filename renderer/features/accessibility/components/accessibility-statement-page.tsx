import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { ConformanceSection } from './conformance-section.tsx';
import { FeedbackSection } from './feedback-section.tsx';
import { PreparationSection } from './preparation-section.tsx';
import './accessibility-statement.css';

/**
 * /accessibilita, public: the accessibility statement in the order of AgID's model (who, which
 * software, conformance, what is not accessible, how it was assessed, how to report a barrier,
 * the enforcement procedure). Schools in Italy must publish one for the software they use.
 */
export default function AccessibilityStatementPage() {
  return (
    <PageFrame>
      <div className="statement">
        <p>
          La scuola che mette la Tech Journey a disposizione dei propri studenti e docenti si
          impegna a renderla accessibile, conformemente alla legge 9 gennaio 2004, n. 4 e al decreto
          legislativo 10 agosto 2018, n. 106, che ha recepito la direttiva (UE) 2016/2102.
        </p>
        <p>
          La dichiarazione si applica alla Tech Journey, la piattaforma di apprendimento, nelle sue
          due forme: l’applicazione web aperta nel browser e l’applicazione per computer.
        </p>
        <ConformanceSection />
        <PreparationSection />
        <FeedbackSection />
      </div>
    </PageFrame>
  );
}
